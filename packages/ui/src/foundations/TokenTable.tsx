import type { ReactNode } from 'react';
import * as styles from './Foundations.css';

export interface TokenRow {
  token: string;
  value: string;
  sample: ReactNode;
}

/** A page of one token group: its rows, each the token's name, its value and what it looks like. */
export function TokenTable({ title, note, rows }: { title: string; note: ReactNode; rows: TokenRow[] }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>{note}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>Token</th>
            <th className={styles.cell}>Value</th>
            <th className={styles.cell}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ token, value, sample }) => (
            <tr key={token}>
              <td className={styles.cell}>
                <code className={styles.code}>{token}</code>
              </td>
              <td className={styles.cell}>
                <code className={styles.code}>{value}</code>
              </td>
              <td className={styles.cell}>{sample}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
