import { sendStrings } from '../sendStrings';
import { receiverFieldText } from './receiverFieldText';

describe('receiverFieldText', () => {
  test('default: an EVM account is offered an address or a name', () => {
    expect(receiverFieldText('eip155')).toEqual({
      label: 'send.receiver',
      placeholder: 'send.receiverPlaceholder',
    });
  });

  test('behavior: on Solana the field asks for a Solana address, never "0x… or alice.portico"', () => {
    const { label, placeholder } = receiverFieldText('solana');
    const text = (key: string) => sendStrings[key.replace(/^send\./, '')];
    expect(text(placeholder)).toBe('Solana address');
    expect(text(label)).toBe('To (address)');
    expect(text(receiverFieldText('bip122').placeholder)).toBe('Bitcoin address');
    expect(text(receiverFieldText('polkadot').placeholder)).toBe('Polkadot address');
    expect(text(receiverFieldText('cosmos').placeholder)).toBe('Cosmos address');
  });
});
