import { describeAdapterIntegration } from '../testing/adapterSuite';

describeAdapterIntegration('viem');
