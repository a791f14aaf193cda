/**
 * #testimonials: a carousel of four entries that moves on every 7 s (spec section 9), with
 * previous/next buttons, dots and a pause button. It follows the WAI-ARIA carousel pattern: rotation
 * stops while the pointer is over it or focus is inside it, the arrow keys move between entries,
 * and screen readers hear a new entry only when the visitor moved there.
 */
import { useState, type KeyboardEvent } from 'react';
import { ChevronRightIcon } from '../../../components/icons.js';
import { sr } from '../../../i18n/sr.js';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.js';
import { useRotatingIndex } from '../hooks/use-rotating-index.js';
import { CAROUSEL_INTERVAL_MS } from '../landing-constants.js';
import { ChevronLeftIcon, PauseIcon, PlayIcon, QuoteIcon } from './landing-icons.js';

const t = sr.landing.testimonials;
const COUNT = t.items.length;

export function TestimonialsCarousel() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until the visitor presses pause or play, a reduced-motion preference keeps the carousel still.
  const reducedMotion = usePrefersReducedMotion();
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const stopped = stoppedByVisitor ?? reducedMotion;
  const rotating = !stopped;
  const [current, setCurrent] = useRotatingIndex(
    COUNT,
    CAROUSEL_INTERVAL_MS,
    !rotating || hovered || focused,
  );

  const show = (i: number) => setCurrent((i + COUNT) % COUNT);
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'ArrowRight') show(current + 1);
    else if (e.key === 'ArrowLeft') show(current - 1);
    else return;
    e.preventDefault();
  }

  return (
    <section
      id="testimonials"
      className="landing-section landing-section--tinted"
      aria-labelledby="testimonials-title"
    >
      <div className="landing-section__inner">
        <header className="landing-section__header">
          <h2 id="testimonials-title" className="landing-section__title">
            {t.title}
          </h2>
        </header>
        <div
          className="carousel"
          role="region"
          aria-roledescription="carousel"
          aria-label={t.carouselLabel}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
          }}
          onKeyDown={onKeyDown}
        >
          <div className="carousel__slides" aria-live={rotating && !focused ? 'off' : 'polite'}>
            {t.items.map((item, i) => (
              <figure
                key={item.name}
                className={`carousel__slide${i === current ? ' carousel__slide--current' : ''}`}
                role="group"
                aria-roledescription={t.slide}
                aria-label={t.slideLabel(i + 1, COUNT)}
                aria-hidden={i !== current}
                inert={i !== current}
              >
                <QuoteIcon />
                <blockquote className="carousel__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="carousel__author">
                  <span className="carousel__avatar" aria-hidden="true">
                    {item.name.charAt(0)}
                  </span>
                  <span>
                    <span className="carousel__name">{item.name}</span>
                    <span className="carousel__role">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
          <div className="carousel__controls">
            <button
              type="button"
              className="carousel__button"
              aria-label={stopped ? t.play : t.pause}
              onClick={() => setStoppedByVisitor(!stopped)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
            <button
              type="button"
              className="carousel__button"
              aria-label={t.previous}
              onClick={() => show(current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <div className="carousel__dots">
              {t.items.map((item, i) => (
                <button
                  key={item.name}
                  type="button"
                  className="carousel__dot"
                  aria-label={t.goTo(i + 1)}
                  aria-current={i === current}
                  onClick={() => show(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="carousel__button"
              aria-label={t.next}
              onClick={() => show(current + 1)}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
