import { LoginForm, signedInToast } from '@storefront/features/auth';
import { AuthFrame } from '@storefront/ui';
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { carryToast } from '../app/carriedToast';
import { storeIdentity } from '../app/storeIdentity';
import { isLiveAuctionPath, isTimedAuctionPath } from '../app/signInRedirect';

const route = getRouteApi('/login');

/** /login: back to the page that asked once signed in; a timed or live auction's page is loaded in full. */
export function LoginPage() {
  const { redirect } = route.useSearch();
  const router = useRouter();
  const backTo = redirect ?? '/';

  const onSignedIn = () => {
    if (isTimedAuctionPath(backTo) || isLiveAuctionPath(backTo)) {
      carryToast(signedInToast);
      window.location.assign(backTo);
    } else void router.history.replace(backTo);
  };

  return (
    <AuthFrame
      storeName={storeIdentity.name}
      tagline={storeIdentity.tagline}
      title="Login"
      subtitle="Sign in to bid, follow your favourites and pay for won lots."
      footer={
        <>
          <Link to="/login/forgot_password">Forgot password?</Link> · <Link to="/signup">Register for Auction</Link> ·{' '}
          <Link to="/">Back to the auctions</Link>
        </>
      }
    >
      <LoginForm onSignedIn={onSignedIn} />
    </AuthFrame>
  );
}
