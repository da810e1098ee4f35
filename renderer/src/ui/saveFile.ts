/** Saves data as a file through a temporary link (the browser's download). */
export function saveFile(data: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the file after click() returns: the address lives a while longer.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
