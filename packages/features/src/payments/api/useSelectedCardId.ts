import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The saved card the buyer selected, as the profile keeps it (updateCard); null until one is, or while it is read. */
export function useSelectedCardId(): string | null {
  const { queries } = useApi();
  const profile = useQuery({
    ...queries.getUserProfileDetails(),
    select: (answer) => answer.data.default_card_id ?? null,
  });
  return profile.data ?? null;
}
