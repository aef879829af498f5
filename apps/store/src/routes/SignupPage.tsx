import { SignupForm } from '@storefront/features/account';
import { AuthFrame } from '@storefront/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { storeIdentity } from '../app/storeIdentity';

/** /signup, step 1 of 2: personal details. */
export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthFrame
      storeName={storeIdentity.name}
      tagline={storeIdentity.tagline}
      title="Register for Auction"
      subtitle="Step 1 of 2: your details. Step 2 keeps a card on file for your winning bids."
      footer={
        <>
          Already registered? <Link to="/login">Login</Link>
        </>
      }
    >
      <SignupForm onContinue={() => void navigate({ to: '/cardDetails' })} />
    </AuthFrame>
  );
}
