import artifact from '../../../sandbox/contracts/artifacts/Eip6492Validator.json';
import { EIP6492_VALIDATOR_BYTECODE } from './eip6492ValidatorBytecode';

describe('EIP6492_VALIDATOR_BYTECODE', () => {
  test('default: equals the compiled sandbox artifact', () => {
    expect(EIP6492_VALIDATOR_BYTECODE).toBe(artifact.bytecode);
  });
});
