import { useId } from 'react';
import type { YearMonthSection } from '../../../core/groupByYearAndMonth';
import { Text } from '../../../ui/primitives/Text';
import type { Transaction } from '../historyTypes';
import { type Explorer, TransactionRow } from './TransactionRow';

/** Props of `TransactionMonth`. */
export interface TransactionMonthProps {
  section: YearMonthSection<Transaction>;
  /** `June`, or `June 2023` outside the current year (SPEC §4). */
  heading: string;
  explorer?: Explorer | undefined;
  now: number;
}

/** One month of the Activity list: its heading and a list of its transactions, named by the heading. */
export function TransactionMonth({ section, heading, explorer, now }: TransactionMonthProps) {
  const headingId = useId();
  return (
    <section className="portico-stack" aria-labelledby={headingId}>
      <Text as="h3" variant="muted" id={headingId}>
        {heading}
      </Text>
      <ul className="portico-stack" aria-labelledby={headingId}>
        {section.items.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} explorer={explorer} now={now} />
        ))}
      </ul>
    </section>
  );
}
