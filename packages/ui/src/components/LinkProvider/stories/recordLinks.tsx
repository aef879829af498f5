import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { LinkComponentProps } from '../LinkComponent';
import { LinkProvider } from '../LinkProvider';

/** Hears where a link would go; stories assert on it instead of leaving the page. */
export const navigate = fn().mockName('navigate');

/** A stand-in for the app's router adapter: keeps the anchor, reports the address, stays on the story. */
export function reportingLink(report: (href: string) => void) {
  return function ReportingLink({ href, onClick, ...props }: LinkComponentProps) {
    return (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          report(href);
        }}
      />
    );
  };
}

const RecordingLink = reportingLink(navigate);

/** Puts the story's links through `RecordingLink`, so a play function can check where each one goes. */
export const recordLinks: Decorator = (Story) => (
  <LinkProvider linkComponent={RecordingLink}>
    <Story />
  </LinkProvider>
);
