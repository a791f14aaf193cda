import { useId } from 'react';
import { sr } from '../i18n/sr.js';

/**
 * The brand mark (same drawing as the app icon) with the product name. `gradientId` names the
 * mark's gradient where useId cannot: inside a landing island, whose ids would differ between the
 * prerendered page and the island's own root (src/features/landing/components/island.tsx).
 */
export function Logo({ showName = true, gradientId }: { showName?: boolean; gradientId?: string }) {
  const generatedId = useId();
  const fillId = gradientId ?? generatedId;
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={fillId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5b59e0" />
            <stop offset="1" stopColor="#3f3dbc" />
          </linearGradient>
        </defs>
        <rect width="100" height="100" rx="24" fill={`url(#${fillId})`} />
        <path
          d="M24 54 L41 72 L77 30"
          fill="none"
          stroke="#ffc83d"
          strokeWidth="11"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text
          x="50"
          y="42"
          fontSize="28"
          fontWeight="700"
          fill="#fff"
          textAnchor="middle"
          fontFamily="sans-serif"
        >
          x²
        </text>
      </svg>
      {showName && <span className="logo__name">{sr.appName}</span>}
    </span>
  );
}
