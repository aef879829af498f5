import { bullionValues } from '../theme/bullionValues';
import { vars } from '../theme/contract.css';
import { atPath, colourPairs, type ColourPath } from './colourPairs';
import { contrastGrade, contrastRatio } from './contrast';
import * as styles from './Foundations.css';

const valueOf = (path: ColourPath) => atPath(bullionValues, path);
const cssVarOf = (path: ColourPath) => atPath(vars, path);

function Swatch({ path }: { path: ColourPath }) {
  return (
    <li className={styles.swatch}>
      <div className={styles.chip} style={{ backgroundColor: cssVarOf(path) }} />
      <code className={styles.code}>{path}</code>
      <span>{valueOf(path)}</span>
    </li>
  );
}

const colourPaths = Object.keys(vars.color).map((name) => `color.${name}` as ColourPath);
const tonePaths = Object.entries(vars.tone).flatMap(([tone, parts]) =>
  Object.keys(parts).map((part) => `tone.${tone}.${part}` as ColourPath),
);

/** Every colour of the theme contract. */
export function ColourTokens() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Colour</h1>
      <p className={styles.note}>
        Semantic tokens from the theme contract (<code className={styles.code}>vars.color</code>,{' '}
        <code className={styles.code}>vars.tone</code>): components ask for what a colour is for, the theme says what it
        looks like.
      </p>
      <h2 className={styles.subheading}>Brand, surfaces and text</h2>
      <ul className={styles.swatches} role="list" aria-label="Colours" style={{ padding: 0, margin: 0 }}>
        {colourPaths.map((path) => (
          <Swatch key={path} path={path} />
        ))}
      </ul>
      <h2 className={styles.subheading}>Tones</h2>
      <ul className={styles.swatches} role="list" aria-label="Tones" style={{ padding: 0, margin: 0 }}>
        {tonePaths.map((path) => (
          <Swatch key={path} path={path} />
        ))}
      </ul>
    </div>
  );
}

/** The contrast of each foreground on the surfaces it is used on. */
export function ContrastTokens() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Contrast</h1>
      <p className={styles.note}>
        WCAG 2 ratios: body text needs 4.5:1 (AA) or 7:1 (AAA); large text, focus rings and field borders need 3:1.
        Disabled text has no minimum.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>Foreground</th>
            <th className={styles.cell}>On each surface it is used on: ratio, and what it meets</th>
          </tr>
        </thead>
        <tbody>
          {colourPairs.map(({ foreground, surfaces, use }) => (
            <tr key={foreground}>
              <td className={styles.cell}>
                <code className={styles.code}>{foreground}</code>
              </td>
              <td className={styles.cell}>
                <ul className={styles.pairs} role="list">
                  {surfaces.map((surface) => {
                    const ratio = contrastRatio(valueOf(foreground), valueOf(surface));
                    return (
                      <li key={surface} className={styles.pair}>
                        <span
                          data-contrast-sample
                          className={styles.sample}
                          style={
                            use === 'text'
                              ? { color: cssVarOf(foreground), backgroundColor: cssVarOf(surface) }
                              : {
                                  backgroundColor: cssVarOf(surface),
                                  boxShadow: `inset 0 0 0 3px ${cssVarOf(foreground)}`,
                                }
                          }
                        >
                          {use === 'text' ? 'US $2,450' : '\u00a0'}
                        </span>
                        <span>
                          <code className={styles.code}>{surface}</code>
                          <br />
                          {ratio.toFixed(2)}:1 {contrastGrade(ratio, use)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
