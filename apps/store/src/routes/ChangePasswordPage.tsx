import { ChangePasswordForm } from '@storefront/features/account';
import { AuthFrame } from '@storefront/ui';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { storeIdentity } from '../app/storeIdentity';

const route = getRouteApi('/change-password');

/** The reset link's page: the token is its id query parameter. */
export function ChangePasswordPage() {
  const { id } = route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthFrame
      storeName={storeIdentity.name}
      tagline={storeIdentity.tagline}
      title="Choose a new password"
      footer={<Link to="/login">Back to Login</Link>}
    >
      <ChangePasswordForm
        token={id}
        onChanged={() => void navigate({ to: '/login', replace: true })}
        onRequestLink={() => void navigate({ to: '/resetpassword' })}
      />
    </AuthFrame>
  );
}
