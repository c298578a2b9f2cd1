/** The title page's brand: what the project says of itself. */
export type PresenterProject = { name: string; location: string; brand_name: string; logo_url: string | null; brand_palette: string[] };
