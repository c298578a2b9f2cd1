import type { ProjectData, Section } from '@loci/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Lightbox } from '../../../components/ui/lazy-popups';
import { buildSlides, type Slide, type SlideImage } from '../model/slides';
import styles from './presenter.module.css';
import type { PresenterProject } from './presenter.types';
import { SlideView } from './slide-view';
import { usePresenterNavigation } from './use-presenter-navigation';

export type PresenterProps = {
  project: PresenterProject;
  data: ProjectData;
  insights: readonly Section[];
  /** The Canvas's picture for the deck: a page before the credits (Present only; a review link never has it). */
  canvas?: { image: string } | null;
  /** Esc and the close button. */
  onExit: () => void;
  exitLabel?: string;
  /** Show each image's prompt on hover or focus (a review link the designer chose to show them on). */
  showPrompts?: boolean;
  /** Over each image (the review's approve / reject), and under each page (comments). */
  imageOverlay?: (image: SlideImage) => ReactNode;
  /** Under an enlarged image, in the lightbox (the review's Content Credentials). */
  imageDetails?: (image: SlideImage) => ReactNode;
  slideAside?: (slide: Slide) => ReactNode;
  /** A line in the top bar (the review's "3 new images since your review"). */
  notice?: ReactNode;
  /** Extra actions in the top bar (the review's "Send feedback"). */
  actions?: ReactNode;
};

function preload(slide: Slide | undefined): void {
  if (!slide || !('images' in slide)) return;
  for (const image of slide.images) {
    const img = new Image();
    img.decoding = 'async';
    img.src = image.thumb;
    const full = new Image();
    full.src = image.src;
  }
}

/** Full-screen presenter of a project's pages in order: title, boards, moodboards and renders, credits. */
export function Presenter(props: PresenterProps) {
  const slides = useMemo(
    () => buildSlides(props.data, props.insights, props.project.name, props.canvas),
    [props.data, props.insights, props.project.name, props.canvas],
  );
  const { index, go, swipe } = usePresenterNavigation(slides.length, props.onExit);
  const slide = slides[index];
  const stage = useRef<HTMLElement>(null);
  // The image enlarged in the lightbox and its slide: moving to another slide closes it.
  const [enlarged, setEnlarged] = useState<{ slide: number; image: number } | null>(null);
  const shown = enlarged?.slide === index ? enlarged.image : null;
  const enlarge = (image: number | null) => setEnlarged(image === null ? null : { slide: index, image });
  const images = slide && 'images' in slide ? slide.images : [];
  useEffect(() => {
    preload(slides[index + 1]);
    stage.current?.scrollTo?.({ top: 0 });
  }, [slides, index]);

  return (
    <section className={styles.presenter} aria-roledescription="presentation" aria-label={props.project.name || 'Presentation'}>
      <header className={styles.top}>
        <p className={styles.project}>{props.project.name}</p>
        {props.notice ? <div className={styles.notice}>{props.notice}</div> : null}
        <div className={styles.actions}>
          {props.actions}
          <button type="button" className={styles.icon} onClick={props.onExit} aria-label={props.exitLabel ?? 'Leave presentation'}>
            <X size={20} strokeWidth={1.5} aria-hidden />
          </button>
        </div>
      </header>
      <main ref={stage} className={styles.stage} {...swipe} aria-live="polite">
        {slide ? (
          <SlideView
            slide={slide}
            project={props.project}
            showPrompts={props.showPrompts ?? false}
            imageOverlay={props.imageOverlay}
            aside={props.slideAside?.(slide)}
            onEnlarge={enlarge}
          />
        ) : null}
      </main>
      <Lightbox
        images={images.map((image) => ({ src: image.full, label: image.label || slide?.title || '', credit: image.credit }))}
        index={shown}
        onIndexChange={enlarge}
        actions={(i) => (images[i] ? props.imageOverlay?.(images[i]) : null)}
        details={(i) => (images[i] ? props.imageDetails?.(images[i]) : null)}
      />
      <footer className={styles.bottom}>
        <button type="button" className={styles.icon} onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous page">
          <ChevronLeft size={20} strokeWidth={1.5} aria-hidden />
        </button>
        <p className={styles.count}>
          <span className="visually-hidden">Page </span>
          {index + 1} / {slides.length}
          <span className={styles.slideTitle}> · {slide?.title}</span>
        </p>
        <button
          type="button"
          className={styles.icon}
          onClick={() => go(index + 1)}
          disabled={index >= slides.length - 1}
          aria-label="Next page"
        >
          <ChevronRight size={20} strokeWidth={1.5} aria-hidden />
        </button>
      </footer>
    </section>
  );
}
