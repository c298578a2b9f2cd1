import { z } from 'zod';

/**
 * The kinds of picture a board slot can be. Each has its own composition in the offline
 * renderer, and its own opening phrase in the prompt a real image provider receives.
 */
export const SHOT_KINDS = [
  'street',
  'landmark',
  'garden',
  'interior',
  'detail',
  'flat-lay',
  'textile',
  'floor',
  'plan',
  'lighting',
  'threshold',
] as const;
export type ShotKind = (typeof SHOT_KINDS)[number];

export const TIMES_OF_DAY = ['morning', 'noon', 'evening', 'night'] as const;
export type ShotTime = (typeof TIMES_OF_DAY)[number];

/** How a prompt names each kind of shot (also what the prompt parser reads back). */
export const shotKindPhrase: Record<ShotKind, string> = {
  street: 'Street-level view',
  landmark: 'Landmark exterior',
  garden: 'Garden view',
  interior: 'Interior view',
  detail: 'Detail close-up',
  'flat-lay': 'Material flat-lay',
  textile: 'Textile close-up',
  floor: 'Floor in perspective',
  plan: 'Aerial plan',
  lighting: 'Lighting study',
  threshold: 'Threshold view',
};

/**
 * What one image shows: its subject (from the slot's label), the kind of shot, what it is made
 * of, its colours and light, and the features of the place it draws on. Written by the text
 * model (offline: a classifier; a real LLM: a field of its structured output) and kept with the
 * slot inside its prompt, which is written from it and read back by the offline renderer.
 */
export const shotSchema = z.object({
  subject: z.string().min(1).max(120).describe('What is in the picture, in a few words, from the label'),
  kind: z.enum(SHOT_KINDS).describe('The kind of shot a designer would take of this subject'),
  motif: z.string().max(40).describe('The main object drawn, one or two words (e.g. torii gate, bridge, sofa, herringbone)'),
  materials: z.array(z.string().min(1).max(40)).max(6).describe('Materials visible in the picture'),
  palette: z.array(z.string().min(1).max(40)).max(5).describe('Colour words, e.g. vermilion, moss green, granite grey'),
  time: z.enum(TIMES_OF_DAY).describe('Time of day'),
  light: z.string().max(80).describe('The light, e.g. low raking morning sun, soft overcast, warm lamplight'),
  features: z.array(z.string().min(1).max(60)).max(4).describe("The place's own features this picture draws on"),
});
export type Shot = z.infer<typeof shotSchema>;
