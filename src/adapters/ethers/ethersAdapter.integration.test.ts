import { describeAdapterIntegration } from '../testing/adapterSuite';

describeAdapterIntegration('ethers');
