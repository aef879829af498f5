import type { Decorator } from '@storybook/react-vite';
import { LinkProvider, type LinkComponentProps } from '@storefront/ui';
import { action } from 'storybook/actions';

const navigate = action('navigate');

/** Stays on the story: the click is prevented and the address shows in the Actions panel. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** ui's links in every story: plain anchors that do not leave the page. A story may wrap its own provider inside. */
export const withLinks: Decorator = (Story) => (
  <LinkProvider linkComponent={StoryLink}>
    <Story />
  </LinkProvider>
);
