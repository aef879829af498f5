import { createAnswers } from '@storefront/api-client/msw';
import { bullionValues } from '@storefront/ui/themeValues';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

const { color, radius } = bullionValues;
// The app reads its store's name from the page its server writes; the library shows the stories' own (demo) store.
const storeIdentity = (createAnswers().getStoreSettings as { store: { name: string } }).store;
const libraryName = `${storeIdentity.name} · Design library`;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: `<span style="display:flex;align-items:center;gap:10px;font-weight:700;font-size:15px;color:${color.brand}"><img src="favicon.svg" alt="" width="28" height="28" />${storeIdentity.name.replace('&', '&amp;')}</span>`,
    brandUrl: './',
    colorPrimary: color.accent,
    colorSecondary: color.brand,
    appBg: color.surfaceSunken,
    appContentBg: color.surface,
    appPreviewBg: color.surface,
    appBorderColor: color.border,
    appBorderRadius: Number.parseInt(radius.medium, 10),
    textColor: color.text,
    textMutedColor: color.textMuted,
    barBg: color.surface,
    barSelectedColor: color.brand,
    barTextColor: color.textMuted,
    inputBorder: color.borderStrong,
    inputBorderRadius: Number.parseInt(radius.small, 10),
  }),
});

// Storybook names every tab "… ⋅ Storybook", with no setting to change it.
const storybookSuffix = ' \u22C5 Storybook';
const retitle = () => {
  if (document.title.endsWith(storybookSuffix)) {
    document.title = `${document.title.slice(0, -storybookSuffix.length)} \u22C5 ${libraryName}`;
  } else if (document.title === 'Storybook') document.title = libraryName;
};
new MutationObserver(retitle).observe(document.head, { subtree: true, childList: true, characterData: true });
retitle();
