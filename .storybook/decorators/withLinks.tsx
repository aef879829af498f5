import type { Decorator } from '@storybook/react-vite';
import { LinkProvider } from '@storefront/ui';
import { action } from 'storybook/actions';
import { reportingLink } from '../../packages/ui/src/components/LinkProvider/stories/recordLinks';

/** Stays on the story: the click is prevented and the address shows in the Actions panel. */
const StoryLink = reportingLink(action('navigate'));

/** ui's links in every story: plain anchors that do not leave the page. A story may wrap its own provider inside. */
export const withLinks: Decorator = (Story) => (
  <LinkProvider linkComponent={StoryLink}>
    <Story />
  </LinkProvider>
);
