/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/ui/renderWithKit';
import { Avatar } from './Avatar';
import { avatarGradient } from './avatarGradient';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { Input } from './Input';
import { initials } from './initials';
import { ListItem } from './ListItem';
import { SearchIcon } from './SearchIcon';
import { Spinner } from './Spinner';
import { Text } from './Text';
import { WalletImage } from './WalletImage';

describe('primitives', () => {
  test('default', async () => {
    const { container } = render(
      <div>
        <Text as="h2" variant="title">
          Title
        </Text>
        <Button>Connect</Button>
        <IconButton label="Copy address" icon="⧉" />
        <Spinner label="Loading wallets" />
        <ListItem name="MetaMask" tag="Installed" />
        <Input label="Search wallets" hideLabel type="search" />
        <WalletImage name="Trust Wallet" />
        <Avatar address="0x1234567890abcdef1234567890abcdef12345678" />
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading wallets');
    expect(screen.getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Trust Wallet' }).textContent).toBe('TW');
    expect(container.querySelector('[class^="portico-"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: buttons and rows call their handler from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<ListItem name="Rainbow" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Rainbow' }));
    screen.getByRole('button', { name: 'Rainbow' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  test('behavior: initials take two words or the capitals of one', () => {
    expect(initials('Trust Wallet')).toBe('TW');
    expect(initials('MetaMask')).toBe('MM');
    expect(initials('rainbow')).toBe('R');
    expect(initials('1inch Wallet')).toBe('1W');
    expect(initials('  ')).toBe('?');
  });

  test('behavior: a start icon sits inside the field box before the text, hidden from assistive technology', async () => {
    const { container } = render(
      <Input label="Search wallets" hideLabel type="search" start={<SearchIcon />} />,
    );
    const field = screen.getByRole('searchbox', { name: 'Search wallets' });
    const icon = container.querySelector('svg')!;
    // Inside the field's box and before the text: the field reserves the start for it, not the end.
    expect(field.parentElement!.contains(icon)).toBe(true);
    expect(icon.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field.className.split(' ')).toEqual(['portico-input__field', 'portico-input__field--start']);
    expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: a decorative wallet image is hidden from assistive technology', () => {
    const { container } = render(<WalletImage name="Zerion" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  test('behavior: the avatar is the profile image when given, else a gradient from the address', () => {
    const { container, rerender } = render(<Avatar address="0xabc" src="https://example.invalid/a.png" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    rerender(<Avatar address="0xabc" />);
    expect(screen.getByTestId('portico-generated-avatar').style.backgroundImage).toContain('radial-gradient');
    expect(avatarGradient('0xabc')).toBe(avatarGradient('0xABC'));
    expect(avatarGradient('0x1111111111')).not.toBe(avatarGradient('0x2222222222'));
  });

  test('behavior: the input label is kept for screen readers when hidden', () => {
    render(<Input label="E-mail address" hideLabel type="email" />);
    const label = screen.getByText('E-mail address');
    expect(label.className).toBe('portico-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
  });
});
