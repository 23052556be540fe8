import { type FormEvent, useId } from 'react';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { Input } from '../../../ui/primitives/Input';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { accountNameProblem, fullName, nameLabel } from '../accountNameRule';
import { registerAccountName } from '../namesFlow';
import { selectNames, selectNamesTarget } from '../namesSelectors';
import { nameInputChanged } from '../namesSlice';
import { nameErrorText } from './nameErrorText';

/**
 * RegisterAccountName: a label field with the SPEC §5 rule's text, its availability, live suggestions
 * (asked by the plugin's listener once typing pauses) and Save. It selects and dispatches only.
 */
export function RegisterAccountNameView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const names = useKitSelector(selectNames);
  const namespace = useKitSelector((s) => selectNamesTarget(s).namespace);
  const address = useKitSelector((s) => selectNamesTarget(s).address);
  const statusId = useId();

  if (!address) return <ViewMessage message={t('names.notConnected')} />;
  if (namespace !== 'eip155') return <ViewMessage message={t('names.unsupported')} />;

  const input = names?.input ?? '';
  const label = nameLabel(input);
  const problem = label ? accountNameProblem(label) : undefined;
  const settled = !problem && label && names?.suggestionsFor === label && !names.suggestionsLoading;
  const free = settled && names?.suggestions.includes(fullName(label));
  const error = names?.error ?? (settled ? names?.suggestionsError : undefined);
  // The status's colour says what it means: a rule broken or a name taken is an error, a free name a
  // success, the zone hint a plain note.
  const tone =
    problem || (settled && !names?.suggestionsError && !free) ? 'error' : free ? 'success' : 'muted';
  const status = problem
    ? t(`names.${problem}`)
    : settled && !names?.suggestionsError
      ? t(free ? 'names.available' : 'names.unavailable', { name: fullName(label) })
      : label
        ? t('names.zoneHint', { name: fullName(label) })
        : '';
  // The typed name is already answered by the status line ("… is available"): the list offers others.
  const others = (names?.suggestions ?? []).filter((name) => !label || name !== fullName(label));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(registerAccountName(input));
  };

  return (
    <form className="portico-view" onSubmit={submit} noValidate>
      <Input
        label={t('names.nameLabel')}
        placeholder={t('names.namePlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={input}
        onChange={(e) => dispatch(nameInputChanged(e.target.value))}
        aria-describedby={statusId}
        aria-invalid={problem ? true : undefined}
      />
      <p
        id={statusId}
        className={`portico-field-message portico-tone--${tone}`}
        role="status"
        data-testid="names-status"
      >
        {status}
      </p>
      {error ? (
        <p className="portico-callout portico-tone--error" role="alert" data-testid="names-error">
          {nameErrorText(t, error)}
        </p>
      ) : null}
      {names?.suggestionsLoading ? (
        <p className="portico-field-message portico-tone--muted">{t('names.suggestionsLoading')}</p>
      ) : null}
      {!problem && others.length > 0 ? (
        <ul className="portico-stack" aria-label={t('names.suggestionsLabel')}>
          {others.map((name) => (
            <li key={name}>
              <Button variant="secondary" onClick={() => dispatch(nameInputChanged(nameLabel(name)))}>
                {name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" disabled={!label || Boolean(problem) || (settled === true && !free)}>
        {t('names.register')}
      </Button>
    </form>
  );
}
