/** Where a signed URL's file goes: its origin and path, and its query parameters as form fields (in order). */
export function storageTarget(signedUrl: string, origin: string): { action: string; fields: Array<[string, string]> } {
  const url = new URL(signedUrl, origin);
  return { action: `${url.origin}${url.pathname}`, fields: [...url.searchParams.entries()] };
}

/** The form data of the storage upload: the URL's parameters, then the file last. */
export function storageForm(fields: ReadonlyArray<readonly [string, string]>, file: Blob & { name?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append('file', file, file.name ?? 'selection.xlsx');
  return form;
}

/** The file input takes only one .xlsx (spec 000 §5). */
export function acceptsEbaFile(files: ReadonlyArray<{ name: string }>): boolean {
  return files.length === 1 && /\.xlsx$/i.test(files[0]?.name ?? '');
}
