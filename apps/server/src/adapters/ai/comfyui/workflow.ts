import { readFile } from 'node:fs/promises';

/** A ComfyUI workflow in API format: node id → { class_type, inputs }. */
export type ComfyWorkflow = Record<string, { class_type: string; inputs: Record<string, unknown>; _meta?: unknown }>;

/** The values Loci fills into a workflow's `{{placeholders}}` (see docs/comfyui.md). */
export interface WorkflowValues {
  prompt: string;
  negative_prompt: string;
  seed: number;
  width: number;
  height: number;
  checkpoint: string;
  controlnet: string;
  /** Uploaded reference's name as LoadImage takes it ("subfolder/name" when in a subfolder); structure workflow only. */
  reference_image?: string;
  /** ControlNet strength, 0.35 (loose) … 1.0 (strict). */
  strength?: number;
  /** Where ControlNet guidance stops, 0.45 (loose: layout only) … 1.0 (strict: to the last step). */
  end_percent?: number;
  /** The control as the designer set it, 0 … 1. */
  structure?: number;
  /** The render's first moodboard image, uploaded (a plain grey image when there is none), for an IP-Adapter. */
  moodboard_image?: string;
  /** 0.6 with a moodboard image, 0 without (so a grey stand-in changes nothing). */
  moodboard_weight?: number;
  /** Inpaint workflow: the uploaded render to change. */
  source_image?: string;
  /** Inpaint workflow: the uploaded mask, white where the render changes. */
  mask_image?: string;
  /** Upscale workflow: the upscale model's file name (COMFYUI_UPSCALE_MODEL). */
  upscale_model?: string;
}

export const DEFAULT_WORKFLOWS = {
  structure: new URL('./workflows/structure-sdxl-union-canny.json', import.meta.url),
  text: new URL('./workflows/text-sdxl.json', import.meta.url),
  inpaint: new URL('./workflows/inpaint-sdxl.json', import.meta.url),
  upscale: new URL('./workflows/upscale-model.json', import.meta.url),
} as const;

/** What a workflow is for: a render of the designer's space, an image from a prompt, one part of an image changed, or a print-size copy. */
export type WorkflowKind = keyof typeof DEFAULT_WORKFLOWS;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const WHOLE = /^\{\{\s*([a-z_]+)\s*\}\}$/;
const KNOWN = new Set([
  'prompt',
  'negative_prompt',
  'seed',
  'width',
  'height',
  'checkpoint',
  'controlnet',
  'reference_image',
  'strength',
  'end_percent',
  'structure',
  'moodboard_image',
  'moodboard_weight',
  'source_image',
  'mask_image',
  'upscale_model',
]);

function placeholdersIn(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') for (const m of value.matchAll(PLACEHOLDER)) found.add(m[1]);
  else if (Array.isArray(value)) for (const v of value) placeholdersIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) placeholdersIn(v, found);
}

/**
 * Checks a parsed workflow: API format (every node has class_type and inputs), known placeholders only,
 * `{{prompt}}` present, `{{reference_image}}` in a structure workflow, `{{source_image}}` and
 * `{{mask_image}}` in an inpaint workflow.
 * @throws Error naming the file and what is wrong, so a bad COMFYUI_WORKFLOW stops the server at start.
 */
export function checkWorkflow(workflow: unknown, kind: WorkflowKind, source: string): ComfyWorkflow {
  const where = `ComfyUI workflow ${source}`;
  if (!workflow || typeof workflow !== 'object' || Array.isArray(workflow)) throw new Error(`${where}: not a JSON object`);
  const nodes = Object.entries(workflow as Record<string, unknown>);
  if ('nodes' in workflow && 'links' in workflow) {
    throw new Error(`${where}: this is the editor format; export it with "Export (API)" in ComfyUI`);
  }
  if (nodes.length === 0) throw new Error(`${where}: no nodes`);
  for (const [id, node] of nodes) {
    const n = node as { class_type?: unknown; inputs?: unknown };
    if (!n || typeof n !== 'object' || typeof n.class_type !== 'string' || !n.inputs || typeof n.inputs !== 'object') {
      throw new Error(`${where}: node ${id} has no class_type/inputs (API format expected)`);
    }
  }
  const found = new Set<string>();
  placeholdersIn(workflow, found);
  const unknown = [...found].filter((p) => !KNOWN.has(p));
  if (unknown.length) throw new Error(`${where}: unknown placeholder ${unknown.map((p) => `{{${p}}}`).join(', ')}`);
  // An upscale has no prompt: the image and the model are all it takes.
  if (kind !== 'upscale' && !found.has('prompt')) throw new Error(`${where}: {{prompt}} is missing`);
  if (kind === 'structure' && !found.has('reference_image')) throw new Error(`${where}: {{reference_image}} is missing`);
  const needs = { inpaint: ['source_image', 'mask_image'], upscale: ['source_image', 'upscale_model', 'width', 'height'] } as const;
  for (const needed of kind === 'inpaint' || kind === 'upscale' ? needs[kind] : [])
    if (!found.has(needed)) throw new Error(`${where}: {{${needed}}} is missing`);
  return workflow as ComfyWorkflow;
}

/** Whether a workflow uses a placeholder (so Loci only uploads what it asks for). */
export function usesPlaceholder(workflow: ComfyWorkflow, name: string): boolean {
  const found = new Set<string>();
  placeholdersIn(workflow, found);
  return found.has(name);
}

/** Reads and checks a workflow file. */
export async function loadWorkflow(path: string | URL, kind: WorkflowKind): Promise<ComfyWorkflow> {
  const text = await readFile(path, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new Error(`ComfyUI workflow ${String(path)}: not valid JSON (${(err as Error).message})`);
  }
  return checkWorkflow(parsed, kind, String(path));
}

function fill(value: unknown, values: WorkflowValues): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    // A whole-string placeholder takes the value's own type, so numbers stay numbers.
    if (whole) return values[whole[1] as keyof WorkflowValues] ?? value;
    return value.replace(PLACEHOLDER, (m, name: string) => {
      const v = values[name as keyof WorkflowValues];
      return v === undefined ? m : String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, values)]));
  return value;
}

/** A copy of the workflow with every `{{placeholder}}` replaced. */
export function fillWorkflow(workflow: ComfyWorkflow, values: WorkflowValues): ComfyWorkflow {
  return fill(workflow, values) as ComfyWorkflow;
}
