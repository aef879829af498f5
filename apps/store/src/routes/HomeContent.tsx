import { HomeListing } from './HomeListing';
import { HomeShowcase } from './HomeShowcase';

/** Everything home shows, loaded as one piece after the route's first paint. */
export function HomeContent() {
  return (
    <>
      <HomeShowcase />
      <HomeListing />
    </>
  );
}
