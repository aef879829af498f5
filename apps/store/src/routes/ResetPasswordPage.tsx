import { ResetRequestForm } from '@storefront/features/account';
import { AuthFrame } from '@storefront/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { storeIdentity } from '../app/storeIdentity';

/** /resetpassword and /login/forgot_password: a reset link by e-mail. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthFrame
      storeName={storeIdentity.name}
      tagline={storeIdentity.tagline}
      title="Forgot password"
      subtitle="We e-mail you a link to choose a new password."
      footer={<Link to="/login">Back to Login</Link>}
    >
      <ResetRequestForm onSent={() => void navigate({ to: '/login' })} />
    </AuthFrame>
  );
}
