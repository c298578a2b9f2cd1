import { createHash } from 'node:crypto';
import { assetShaOf, ErrorCode, EXPORT_CONTENT_TYPES, type ExportRequest, type Project, type ProjectData } from '@loci/shared';
import sharp from 'sharp';
import type { ContentCredentials } from '../../adapters/credentials/credentials.port.js';
import type { DeckWriters } from '../../adapters/export/deck-writer.port.js';
import { AppError } from '../../errors.js';
import { buildDeck, placedImages } from './deck-builder.js';
import type { AssetProvenance } from './deck-credits.js';
import { creditsSlides } from './deck-credits.js';
import type { DeckComment } from './deck-notes.js';
import type { DeckProject, DeckStudio } from './deck-slides.js';
import { canvasSlide } from './deck-slides.js';
import { createGate } from './export-gate.js';
import { listPages, selectPages } from './export-pages.js';
import { createImageSource } from './image-source.js';
import { deckTheme } from './theme.js';

export interface ExportServiceDeps {
  /** The owned project and its data (404 when not the caller's). */
  loadProject(userId: string, projectId: string): Promise<{ project: Project; data: ProjectData }>;
  /** Asset origins for the credits. */
  provenance(shas: string[]): Promise<Map<string, AssetProvenance>>;
  /** The board's picture for the Canvas slide (when asked), with the free images on the board. */
  canvasPicture?(projectId: string): Promise<{ sha: string; imageShas: string[] } | null>;
  /** The client's comments of the project's last review round (for the speaker notes, when asked). */
  lastRoundComments?(projectId: string): Promise<DeckComment[]>;
  /** The studio kit of the project's studio: its logo and the closing slide's contact lines (issue #48). */
  studioKit?(workspaceId: string): Promise<DeckStudio | null>;
  /** An asset's original bytes. */
  readBytes(sha: string): Promise<Buffer | null>;
  /** The PPTX and PDF writers (adapters). */
  writers: DeckWriters;
  /** Re-signs resized images so deck files keep their Content Credentials (the stored image as parent). */
  credentials?: ContentCredentials;
  /** Exports built at once in this process; the rest queue. */
  maxConcurrent?: number;
}

/** What an export asked with the Canvas says when no picture of the board was added yet. */
export const NO_CANVAS_PICTURE = 'The Canvas is not in the deck yet: open the Canvas and choose “Add to deck” first.';

/** The most pixels a drawn board may have (2,400 px on its long side makes at most 5.8 million). */
export const BOARD_PICTURE_MAX_PIXELS = 25_000_000;
export const BOARD_PICTURE_TOO_LARGE = 'That picture of the board is far larger than Loci draws it (25 megapixels at most).';

/** What a Canvas PDF asked with something that is not the board's PNG says. */
export const NOT_A_BOARD_PICTURE = 'Send the board as a PNG picture (field "file").';

/** A finished export file. */
export interface ExportFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

const LETTERS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };

/** ASCII file name from the project name: `Harbour Hotel — Lisboa` → `harbour-hotel-lisboa`. */
export function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[łøđßæœþı]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'loci-presentation';
}

function toDeckProject(p: Project): DeckProject {
  return {
    name: p.project_name,
    location: p.project_location,
    brand: p.brand_name,
    keywords: p.keywords,
    logoSha: assetShaOf(p.logo_url),
    lat: p.location_lat,
    lng: p.location_lng,
  };
}

/** Builds PPTX and PDF exports of a project's presentation. */
export function createExportService(deps: ExportServiceDeps) {
  const gate = createGate(deps.maxConcurrent ?? 2);
  const images = createImageSource(deps.readBytes, deps.credentials);

  return {
    /**
     * The Canvas alone as a PDF (issue #47): the board the browser drew (a PNG, not stored) on a page of
     * its own, then the credits of the free images on the board. The deck's Canvas slide, without the deck.
     */
    async exportCanvasPdf(userId: string, projectId: string, png: Buffer): Promise<ExportFile> {
      const { project } = await deps.loadProject(userId, projectId);
      const meta = await sharp(png, { limitInputPixels: 40_000_000 })
        .metadata()
        .catch(() => null);
      if (meta?.format !== 'png' || !meta.width || !meta.height) throw new AppError(ErrorCode.Validation, NOT_A_BOARD_PICTURE);
      // The board is drawn at 2,400 px on its long side: a far larger picture is refused before it is decoded.
      if (meta.width * meta.height > BOARD_PICTURE_MAX_PIXELS) throw new AppError(ErrorCode.PayloadTooLarge, BOARD_PICTURE_TOO_LARGE);
      const sha = createHash('sha256').update(png).digest('hex');
      const board = (await deps.canvasPicture?.(projectId))?.imageShas ?? [];
      const placed = board.map((s, i) => ({ sha: s, label: `Image ${i + 1} on the board`, pageTitle: 'Canvas' }));
      const provenance = await deps.provenance(board);
      const deckProject = toDeckProject(project);
      const theme = deckTheme(project.brand_palette);
      const footerLabel = [deckProject.name, deckProject.location].filter(Boolean).join(' — ');
      const slides = [
        canvasSlide(sha, { project: deckProject, theme, number: 1 }),
        ...creditsSlides(placed, provenance, { theme, footerLabel, firstNumber: 2, offlineText: [] }),
      ];
      const deck = { title: `${project.project_name || 'Loci'} — Canvas`, subject: 'The working board', slides };
      // The drawn board is read from the request, every other picture from the store.
      const source = createImageSource((s) => (s === sha ? Promise.resolve(png) : deps.readBytes(s)), deps.credentials);
      const bytes = await gate(async () => (await deps.writers.writerFor('pdf')).write(deck, source));
      return { bytes, contentType: EXPORT_CONTENT_TYPES.pdf, filename: `${fileSlug(project.project_name)}-canvas.pdf` };
    },
    /** Checks ownership and pages, lays the deck out once and writes it in the requested format. */
    async exportProject(userId: string, projectId: string, request: ExportRequest): Promise<ExportFile> {
      const { project, data } = await deps.loadProject(userId, projectId);
      const pages = selectPages(listPages(data), request.pages);
      const canvas = request.includeCanvas ? await deps.canvasPicture?.(projectId) : undefined;
      if (request.includeCanvas && !canvas) throw new AppError(ErrorCode.Validation, NO_CANVAS_PICTURE);
      const provenance = await deps.provenance(placedImages(pages, canvas ?? undefined).map((i) => i.sha));
      const comments = request.includeComments ? await deps.lastRoundComments?.(projectId) : undefined;
      const notes = { includePrompts: Boolean(request.includePrompts), ...(comments ? { comments } : {}) };
      const theme = deckTheme(project.brand_palette);
      const studio = (await deps.studioKit?.(project.workspace_id)) ?? undefined;
      const deck = buildDeck({
        project: toDeckProject(project),
        theme,
        pages,
        provenance,
        notes,
        ...(canvas ? { canvas } : {}),
        ...(studio ? { studio } : {}),
      });
      const bytes = await gate(async () => (await deps.writers.writerFor(request.format)).write(deck, images));
      return { bytes, contentType: EXPORT_CONTENT_TYPES[request.format], filename: `${fileSlug(project.project_name)}.${request.format}` };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
