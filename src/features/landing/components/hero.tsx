/**
 * The hero: the promise, a tagline that changes every few seconds, the sign-up call and a picture
 * of a real solution. The picture is an SVG typeset with MathJax at build time, so the landing
 * loads no MathJax (scripts/build/vite-plugin-hero-solution.ts).
 */
import { heroSolutionPicture } from 'virtual:hero-solution-picture';
import { CREDITS_PER_SOLVE, WELCOME_CREDITS } from '../../../../contract/constants.js';
import { CameraIcon } from '../../../components/icons.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.js';
import { useRotatingIndex } from '../hooks/use-rotating-index.js';
import { HERO_TAGLINE_INTERVAL_MS } from '../landing-constants.js';
import { Island } from './island.js';

const t = sr.landing.hero;

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {t.title}
          </h1>
          <Island name="taglines">
            <HeroTaglines />
          </Island>
          <div className="hero__actions">
            <a href={paths.signUp.to} className="btn btn--primary btn--large">
              <CameraIcon />
              {t.cta}
            </a>
            <a href="#how-it-works" className="btn btn--secondary btn--large">
              {t.secondary}
            </a>
          </div>
          <p className="hero__note">{t.note(WELCOME_CREDITS, WELCOME_CREDITS / CREDITS_PER_SOLVE)}</p>
        </div>
        <figure className="hero__picture">
          <div className="hero__frame">
            <img
              src={heroSolutionPicture.src}
              width={heroSolutionPicture.width}
              height={heroSolutionPicture.height}
              alt={t.pictureAlt}
              // The largest thing a phone shows first (Lighthouse's LCP element): fetch it early.
              fetchPriority="high"
            />
          </div>
          <figcaption>{t.pictureCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}

/**
 * All taglines sit in one grid cell and only the current one is visible, so the block is always as
 * tall as the longest and nothing below it jumps. Screen readers get the four as a plain list
 * instead of a text that changes under them.
 */
export function HeroTaglines() {
  const reducedMotion = usePrefersReducedMotion();
  const [current] = useRotatingIndex(t.taglines.length, HERO_TAGLINE_INTERVAL_MS, reducedMotion);
  return (
    <>
      <div className="hero__taglines" aria-hidden="true" data-current={current}>
        {t.taglines.map((tagline, i) => (
          <p key={tagline} className={`hero__tagline${i === current ? ' hero__tagline--current' : ''}`}>
            {tagline}
          </p>
        ))}
      </div>
      <ul className="visually-hidden" aria-label={t.taglinesLabel}>
        {t.taglines.map((tagline) => (
          <li key={tagline}>{tagline}</li>
        ))}
      </ul>
    </>
  );
}
