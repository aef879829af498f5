import { CardDetailsForm } from '@storefront/features/account';
import { AuthFrame } from '@storefront/ui';
import { useNavigate } from '@tanstack/react-router';
import { cardProvider } from '../app/cardProvider';
import { storeIdentity } from '../app/storeIdentity';

/** /cardDetails, step 2 of 2: the card, kept by the card provider; then the registration. */
export function CardDetailsPage() {
  const navigate = useNavigate();
  return (
    <AuthFrame
      storeName={storeIdentity.name}
      tagline={storeIdentity.tagline}
      title="Card details"
      subtitle="Step 2 of 2: the card we charge for lots you win."
    >
      <CardDetailsForm
        cardProvider={cardProvider}
        onBack={() => void navigate({ to: '/signup' })}
        onRegistered={() => void navigate({ to: '/login', replace: true })}
      />
    </AuthFrame>
  );
}
