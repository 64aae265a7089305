/**
 * The Virunga volcanoes at dusk, drawn as layered silhouettes: the studio's backdrop, light
 * enough to be the hero of every page without an image request.
 */
export function Landscape({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1440 560" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#13261e" />
          <stop offset="0.55" stopColor="#2d4a3a" />
          <stop offset="1" stopColor="#8a5319" />
        </linearGradient>
      </defs>
      <rect width="1440" height="560" fill="url(#sky)" />
      <circle cx="1080" cy="250" r="70" fill="#d9a45a" opacity="0.55" />
      <path d="M0 420 L180 300 L260 330 L420 170 L520 250 L600 230 L760 360 L900 330 L1040 180 L1140 260 L1260 240 L1440 360 V560 H0Z" fill="#2f4a3b" />
      <path d="M0 470 L140 400 L300 430 L470 340 L640 420 L820 380 L980 440 L1160 370 L1320 420 L1440 400 V560 H0Z" fill="#1f3a2e" />
      <path d="M0 520 C200 480 380 530 560 500 C760 468 940 530 1140 498 C1280 476 1380 500 1440 492 V560 H0Z" fill="#13261e" />
    </svg>
  );
}
