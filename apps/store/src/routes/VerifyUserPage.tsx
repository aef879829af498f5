import { Activation } from '@storefront/features/account';
import { AuthFrame } from '@storefront/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { storeIdentity } from '../app/storeIdentity';

const route = getRouteApi('/verifyUser');

/** /verifyUser: the activation mail's link lands here. */
export function VerifyUserPage() {
  const { userId } = route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthFrame storeName={storeIdentity.name} tagline={storeIdentity.tagline} title="Account activation">
      <Activation
        userId={userId}
        onSignIn={() => void navigate({ to: '/login', replace: true })}
        onSignUp={() => void navigate({ to: '/signup' })}
      />
    </AuthFrame>
  );
}
