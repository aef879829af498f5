import { breakpoints } from '../theme/breakpoints';
import { bullionValues } from '../theme/bullionValues';
import { vars } from '../theme/contract.css';
import * as styles from './Foundations.css';
import { TokenTable, type TokenRow } from './TokenTable';

const SAMPLE_TEXT = '1 oz American Gold Eagle, US $2,450.00';

/** One row per token of a contract group, with its value from the theme. */
function rowsOf<Name extends string>(
  path: string,
  contract: Record<Name, string>,
  values: Record<Name, string>,
  sample: (cssVar: string) => TokenRow['sample'],
): TokenRow[] {
  return (Object.keys(contract) as Name[]).map((name) => ({
    token: `${path}.${name}`,
    value: values[name],
    sample: sample(contract[name]),
  }));
}

export function TypographyTokens() {
  const { font, fontSize, fontWeight, lineHeight } = bullionValues;
  const rows = [
    ...rowsOf('font', vars.font, font, (cssVar) => <span style={{ fontFamily: cssVar }}>{SAMPLE_TEXT}</span>),
    ...rowsOf('fontSize', vars.fontSize, fontSize, (cssVar) => (
      <span style={{ fontSize: cssVar, lineHeight: vars.lineHeight.tight }}>Lot 1042</span>
    )),
    ...rowsOf('fontWeight', vars.fontWeight, fontWeight, (cssVar) => (
      <span style={{ fontWeight: cssVar }}>Place bid</span>
    )),
    ...rowsOf('lineHeight', vars.lineHeight, lineHeight, (cssVar) => (
      <span
        style={{
          lineHeight: cssVar,
          display: 'block',
          maxWidth: '18rem',
          background: bullionValues.color.surfaceSunken,
        }}
      >
        Bids close at the stated time; a bid in the last minute extends the lot.
      </span>
    )),
  ];
  return (
    <TokenTable
      title="Typography"
      note="The body and numbers are set in Inter, headings in Source Serif 4; sizes are rem, so they follow the buyer's browser setting."
      rows={rows}
    />
  );
}

export function SpaceTokens() {
  const rows = rowsOf('space', vars.space, bullionValues.space, (cssVar) => (
    <div className={styles.bar} style={{ width: cssVar, minWidth: 1 }} />
  ));
  return (
    <TokenTable
      title="Space"
      note="Gaps, padding and margins; nothing in a component is spaced by a raw length."
      rows={rows}
    />
  );
}

export function RadiiTokens() {
  const rows = rowsOf('radius', vars.radius, bullionValues.radius, (cssVar) => (
    <div className={styles.box} style={{ borderRadius: cssVar }} />
  ));
  return (
    <TokenTable
      title="Radii"
      note="Corner rounding: fields and buttons small, cards medium, dialogs large, pills full."
      rows={rows}
    />
  );
}

export function ShadowTokens() {
  const rows = rowsOf('shadow', vars.shadow, bullionValues.shadow, (cssVar) => (
    <div className={styles.box} style={{ boxShadow: cssVar, border: 'none', margin: '0.5rem 0' }} />
  ));
  return <TokenTable title="Shadows" note="Elevation: a raised card, a popover, a dialog over the page." rows={rows} />;
}

export function BreakpointTokens() {
  const rows = (Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((name) => ({
    token: `breakpoints.${name}`,
    value: `${breakpoints[name]}px`,
    sample: <div className={styles.bar} style={{ width: `${(breakpoints[name] / breakpoints.desktop) * 16}rem` }} />,
  }));
  return (
    <TokenTable
      title="Breakpoints"
      note="The spec's layout widths; atMost(name) and above(name) write the media queries. At 991 px or less the store shows its mobile layout."
      rows={rows}
    />
  );
}

export function MotionTokens() {
  const rows: TokenRow[] = [
    {
      token: 'transition.fast',
      value: bullionValues.transition.fast,
      sample: 'Hover and focus changes of buttons, links and fields',
    },
    {
      token: 'focusRingWidth',
      value: bullionValues.focusRingWidth,
      sample: (
        <div
          className={styles.box}
          style={{
            outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
            outlineOffset: 2,
            margin: '0.5rem',
          }}
        />
      ),
    },
  ];
  return (
    <TokenTable
      title="Motion"
      note="Short and quiet: state changes ease out, and the keyboard focus shows as a ring."
      rows={rows}
    />
  );
}
