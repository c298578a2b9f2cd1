import { createContext, type ReactNode, useContext } from 'react';

/** The signed-in person looking at the screen (null signed out), for features that say "you" apart from others. */
export type Viewer = { id: string; name: string } | null;

const ViewerContext = createContext<Viewer>(null);

/** Provided by the app from its session (features never read another feature's auth state). */
export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** Who is looking, or null. */
export function useViewer(): Viewer {
  return useContext(ViewerContext);
}
