import { describeAdapterIntegration } from '../../../test/adapters/adapterSuite';

describeAdapterIntegration('viem');
