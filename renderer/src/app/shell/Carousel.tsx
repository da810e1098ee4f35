import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '@shared/constants';
import styles from './Carousel.module.css';

/** The carousel's slides; their texts are carousel.{name}.title and .text in the catalogues. */
const SLIDES = ['networking', 'agenda', 'hybrid'] as const;

function SlideArt({ index }: { index: number }) {
  const people = [
    [60, 70],
    [150, 40],
    [250, 80],
    [110, 140],
    [210, 150],
  ] as const;
  return (
    <svg className={styles.art} viewBox="0 0 320 190" aria-hidden="true">
      <rect x="0" y="0" width="320" height="190" rx="20" fill="#fff" fillOpacity="0.1" />
      {index === 0 && (
        <g>
          {people.map(([x, y], i) =>
            people
              .slice(i + 1)
              .map(([x2, y2]) => (
                <line
                  key={`${x}-${x2}-${y2}`}
                  x1={x}
                  y1={y}
                  x2={x2}
                  y2={y2}
                  stroke="#fff"
                  strokeOpacity="0.35"
                  strokeWidth="2"
                />
              )),
          )}
          {people.map(([x, y]) => (
            <g key={`${x}-${y}`}>
              <circle cx={x} cy={y} r="18" fill="#fff" />
              <circle cx={x} cy={y - 4} r="6" fill="#3b2fc9" />
              <path d={`M${x - 10} ${y + 11}a10 8 0 0 1 20 0`} fill="#3b2fc9" />
            </g>
          ))}
        </g>
      )}
      {index === 1 && (
        <g>
          {[0, 1, 2, 3].map((row) => (
            <g key={row} transform={`translate(40 ${30 + row * 36})`}>
              <rect width="44" height="24" rx="6" fill="#fff" fillOpacity="0.85" />
              <rect
                x="56"
                width={180 - row * 24}
                height="24"
                rx="6"
                fill="#fff"
                fillOpacity={row === 1 ? 1 : 0.45}
              />
            </g>
          ))}
        </g>
      )}
      {index === 2 && (
        <g>
          <rect x="36" y="40" width="140" height="96" rx="10" fill="#fff" fillOpacity="0.9" />
          <circle cx="106" cy="80" r="16" fill="#3b2fc9" />
          <path d="M82 124a24 16 0 0 1 48 0" fill="#3b2fc9" />
          <rect x="196" y="56" width="88" height="110" rx="12" fill="#fff" fillOpacity="0.55" />
          <rect x="210" y="74" width="60" height="8" rx="4" fill="#fff" />
          <rect x="210" y="92" width="44" height="8" rx="4" fill="#fff" />
          <circle cx="240" cy="136" r="14" fill="#ff7a59" />
        </g>
      )}
    </svg>
  );
}

/** Three slides, advancing every 10 s (spec core §1, §9); pausable, and still on reduced motion. */
export function Carousel() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    if (paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(id);
  }, [paused]);

  const slide = SLIDES[index] ?? SLIDES[0];
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={t('carousel.position', { n: index + 1, total: SLIDES.length })}
        aria-live={paused ? 'polite' : 'off'}
        data-testid="carousel-slide"
      >
        <SlideArt index={index} />
        <h2>{t(`carousel.${slide}.title`)}</h2>
        <p>{t(`carousel.${slide}.text`)}</p>
      </div>
      <div className={styles.controls}>
        {SLIDES.map((s, i) => (
          <button
            key={s}
            type="button"
            className={styles.dot}
            aria-label={t('carousel.goTo', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
        <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)}>
          {paused ? t('carousel.play') : t('carousel.pause')}
        </button>
      </div>
    </section>
  );
}
