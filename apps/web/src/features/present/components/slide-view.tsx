import { OFFLINE_TEXT_CREDIT, OFFLINE_TEXT_MARK } from '@loci/shared';
import { Maximize2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Slide, SlideImage } from '../model/slides';
import styles from './presenter.module.css';
import type { PresenterProject } from './presenter.types';
import { ProgressiveImage } from './progressive-image';

type SlideViewProps = {
  slide: Slide;
  project: PresenterProject;
  imageOverlay?: (image: SlideImage) => ReactNode;
  aside?: ReactNode;
  showPrompts: boolean;
  /** Opens the lightbox on this slide's image `index`. */
  onEnlarge?: (index: number) => void;
};

/** Beyond this many characters a page's text folds to a few lines: the images get the room. */
const LONG_TEXT = 180;

/** The page's text, folded to a few lines when long, with "Read more" / "Show less". */
function PageText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_TEXT;
  return (
    <>
      <p className={styles.text} data-folded={(long && !open) || undefined}>
        {text}
      </p>
      {long ? (
        <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </>
  );
}

function TitleSlide({ project }: { project: PresenterProject }) {
  return (
    <section className={styles.title}>
      {project.logo_url ? <img className={styles.logo} src={project.logo_url} alt={`${project.brand_name} logo`} /> : null}
      <h1 className={styles.name}>{project.name || 'Untitled project'}</h1>
      <p className={styles.meta}>{[project.brand_name, project.location].filter(Boolean).join(' · ')}</p>
      {project.brand_palette.length ? (
        <ul className={styles.palette} aria-label="Brand palette">
          {project.brand_palette.map((colour) => (
            <li key={colour} style={{ background: colour }} title={colour}>
              <span className="visually-hidden">{colour}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CreditsSlide({ slide }: { slide: Extract<Slide, { kind: 'credits' }> }) {
  return (
    <section className={styles.credits}>
      <h2 className={styles.heading}>Credits</h2>
      {slide.credits.length ? (
        <ul>
          {slide.credits.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list for this slide
            <li key={i}>
              <span className={styles.creditPage}>
                {c.page}
                {c.label ? ` — ${c.label}` : ''}
              </span>{' '}
              {c.credit.credit}
              {c.credit.licence ? `, ${c.credit.licence}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.text}>
          Every image in this presentation was made for it. Images marked “Study” are offline studies drawn by Loci (not photographs, not
          AI); images marked “AI-generated” were made with an AI model.
        </p>
      )}
      {slide.offlineText?.length ? (
        <p className={styles.text}>
          {OFFLINE_TEXT_CREDIT} ({slide.offlineText.join(', ')})
        </p>
      ) : null}
    </section>
  );
}

/** One slide: the title page, a board, a moodboard or render, or the credits. */
export function SlideView({ slide, project, imageOverlay, aside, showPrompts, onEnlarge }: SlideViewProps) {
  if (slide.kind === 'title') return <TitleSlide project={project} />;
  if (slide.kind === 'credits') return <CreditsSlide slide={slide} />;
  return (
    <section className={`${styles.page} ${styles[slide.kind]}`} aria-label={slide.title}>
      <div className={styles.words}>
        <h2 className={styles.heading}>{slide.title}</h2>
        {slide.text ? <PageText key={slide.id} text={slide.text} /> : null}
        {'textOffline' in slide && slide.textOffline ? <p className={styles.mark}>{OFFLINE_TEXT_MARK}.</p> : null}
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
      <ul className={styles.grid} data-count={slide.images.length}>
        {slide.images.map((image, i) => (
          <li key={image.key} className={styles.cell}>
            <ProgressiveImage thumb={image.thumb} src={image.src} alt={image.label || slide.title} />
            {onEnlarge ? (
              <button
                type="button"
                className={styles.enlarge}
                aria-label={`Enlarge ${image.label || `image ${i + 1}`}`}
                onClick={() => onEnlarge(i)}
              >
                <Maximize2 className={styles.enlargeIcon} size={16} strokeWidth={1.5} aria-hidden />
              </button>
            ) : null}
            {image.label ? <span className={styles.label}>{image.label}</span> : null}
            {showPrompts && image.prompt ? <span className={styles.prompt}>{image.prompt}</span> : null}
            {imageOverlay?.(image)}
          </li>
        ))}
      </ul>
    </section>
  );
}
