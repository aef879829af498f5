import { AutoLogin } from '@storefront/features/auth';
import { AuthFrame } from '@storefront/ui';
import { useNavigate, useParams } from '@tanstack/react-router';
import { storeIdentity } from '../app/storeIdentity';

/** /autologin/{login_email} and /auto-login/{login_email}: sign in through the server's signed link. */
export function AutoLoginPage() {
  const { login_email } = useParams({ strict: false }) as { login_email: string };
  const navigate = useNavigate();
  return (
    <AuthFrame storeName={storeIdentity.name} tagline={storeIdentity.tagline} title="Signing in">
      <AutoLogin
        login_email={login_email}
        onSignedIn={() => void navigate({ to: '/', replace: true })}
        onUsePassword={() => void navigate({ to: '/login', replace: true })}
      />
    </AuthFrame>
  );
}
