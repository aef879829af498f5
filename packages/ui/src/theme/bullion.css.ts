import { createTheme } from '@vanilla-extract/css';
import { bullionValues } from './bullionValues';
import { vars } from './contract.css';
import './fallbackFonts.css';

export const bullionTheme = createTheme(vars, bullionValues);
