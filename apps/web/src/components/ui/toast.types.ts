/** A notice as the app asks for it. */
export type ToastInput = { title: string; description?: string; tone?: 'error' | 'info' };

/** A notice on screen (its id keys it in the list). */
export type ShownToast = ToastInput & { id: number };
