import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { above } from './breakpoints';
import { vars } from './contract.css';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': above('phone') },
    desktop: { '@media': above('mobile') },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: { ...vars.color, positive: vars.tone.positive.foreground, critical: vars.tone.critical.foreground },
    backgroundColor: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
