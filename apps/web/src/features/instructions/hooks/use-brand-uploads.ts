import { useEffect, useState } from 'react';
import type { StoredUploads } from '../utils/initial-values';
import { type UploadKind, validateUpload } from '../utils/upload-rules';

export type UploadErrors = Partial<Record<UploadKind, string>>;

/** The logo and brand book chosen in the form, their previews and their error messages. */
export function useBrandUploads(stored: StoredUploads) {
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [brandBookFile, setBrandBookFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [logoPreview, setLogoPreview] = useState<string | null>(stored.logoUrl);

  useEffect(() => {
    if (!logoFile) return;
    const url = URL.createObjectURL(logoFile);
    setLogoPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logoFile]);

  /** Takes a chosen file if it passes the client-side checks, else shows why not. */
  const choose = (kind: UploadKind, file: File | null) => {
    if (!file) return;
    const problem = validateUpload(kind, file);
    setErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    if (problem) return;
    if (kind === 'logo') setLogoFile(file);
    else setBrandBookFile(file);
  };

  const setError = (kind: UploadKind, message: string) => setErrors((current) => ({ ...current, [kind]: message }));

  return {
    logoFile,
    logoPreview,
    brandBookFile,
    brandBookName: brandBookFile?.name ?? stored.brandBookName,
    errors,
    choose,
    setError,
  };
}

export type BrandUploads = ReturnType<typeof useBrandUploads>;
