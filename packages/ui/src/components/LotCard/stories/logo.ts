/** The store's logo as the app would pass it, drawn inline. */
export const storeLogo = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 150'>
  <rect width='200' height='150' fill='#f6f7f9'/>
  <circle cx='100' cy='62' r='34' fill='#c9a227'/>
  <circle cx='100' cy='62' r='26' fill='none' stroke='#0b1f3a' stroke-width='3'/>
  <text x='100' y='128' font-family='Liberation Serif, serif' font-size='18' text-anchor='middle' fill='#0b1f3a'>Northwest Bullion</text>
</svg>`)}`;
