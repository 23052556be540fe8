import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { WalletImage } from './WalletImage';

/** A token as the picker shows it: every figure already formatted by the caller (the picker formats nothing). */
export interface TokenPickerItem {
  /** What `onSelect` receives (the token's CAIP-10 address or the native marker). */
  id: string;
  symbol: string;
  name: string;
  /** The balance as shown ("1.5 ETH"). */
  balance: string;
  /** Its USD value as shown ("$4,500.00"), when a price is known. */
  value?: string | undefined;
  iconUrl?: string | undefined;
}

/** Props of `TokenPicker`. */
export interface TokenPickerProps {
  label: string;
  /** The accessible name of the open list ("Tokens you can send"). */
  listLabel: string;
  items: readonly TokenPickerItem[];
  selectedId?: string | undefined;
  onSelect(id: string): void;
  /** Shown on the button while nothing is selected. */
  placeholder?: string;
  invalid?: boolean;
  /** The id of the line under the picker that describes it (its error or the balance). */
  describedBy?: string | undefined;
}

/** The token rows' buttons, in order. */
function optionButtons(list: HTMLUListElement | null): HTMLButtonElement[] {
  return [...(list?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
}

/**
 * A field-sized button with the chosen token's icon and symbol that opens, in place under it, the list
 * of tokens with icon, name, symbol, balance and USD value (Send; swaps will reuse it). The list is
 * plain buttons (arrow keys move between them, Escape closes): a native `<select>` cannot draw icons.
 * Focus goes back to the button whenever the list closes, so keyboard users stay where they were.
 */
export function TokenPicker({
  label,
  listLabel,
  items,
  selectedId,
  onSelect,
  placeholder = '',
  invalid = false,
  describedBy,
}: TokenPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const selected = items.find((item) => item.id === selectedId);

  const options = () => optionButtons(list.current);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Opening moves focus to the chosen token (else the first), as a select's list does.
    const buttons = optionButtons(list.current);
    (buttons.find((b) => b.getAttribute('aria-current') === 'true') ?? buttons[0])?.focus();
  }, [open]);

  const onListKey = (event: KeyboardEvent) => {
    const buttons = options();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      buttons[(to + buttons.length) % buttons.length]?.focus();
    };
    if (event.key === 'Escape') {
      // The picker closes, not the modal around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
  };

  return (
    <div className="portico-input portico-token-picker">
      <span id={`${id}-label`} className="portico-input__label">
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className="portico-input__field portico-token-picker__trigger"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-token={selected?.id}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {selected ? (
          // No letters while the icon loads: the trigger's name is "Token ETH", its visible text must be too.
          <WalletImage
            name={selected.symbol}
            src={selected.iconUrl}
            size="small"
            decorative
            lettermark={false}
          />
        ) : null}
        <span id={`${id}-value`} className="portico-token-picker__value">
          {selected ? selected.symbol : placeholder}
        </span>
        <span aria-hidden="true" className="portico-token-picker__chevron" />
      </button>
      {open ? (
        <ul
          ref={list}
          id={`${id}-list`}
          className="portico-stack portico-token-picker__list"
          aria-label={listLabel}
          onKeyDown={onListKey}
          onBlur={(event) => {
            // Focus leaving the list and the button (a click elsewhere, Tab past it) closes it quietly.
            const next = event.relatedTarget as Node | null;
            if (next && !list.current?.contains(next) && next !== trigger.current) setOpen(false);
          }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="portico-list-item portico-token-picker__option"
                aria-current={item.id === selectedId ? 'true' : undefined}
                data-token={item.id}
                onClick={() => {
                  onSelect(item.id);
                  close();
                }}
              >
                <WalletImage name={item.symbol} src={item.iconUrl} size="medium" decorative />
                <span className="portico-list-item__text">
                  <span className="portico-list-item__name">{item.name}</span>
                  <span className="portico-list-item__description">{item.symbol}</span>
                </span>
                <span className="portico-token-picker__figures">
                  <span className="portico-token-picker__balance">{item.balance}</span>
                  {item.value ? <span className="portico-list-item__description">{item.value}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
