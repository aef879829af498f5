import { fn } from 'storybook/test';
import type { AuctionCardLinkProps } from '../AuctionCard';

/** Where the story's router would have gone. */
export const navigate = fn();

/** Stands in for the app's router link: records the navigation instead of leaving the story. */
export function StoryLink({ onClick, ...props }: AuctionCardLinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(props.href);
      }}
    />
  );
}
