export function HomePage() {
  return <h1>Auctions</h1>;
}
