/**
 * Hands a fetched file to the browser's downloads, as a link with `download` would: the CSV needs the session's
 * token, which a plain link cannot send. The address is released once the click has given the file away. (The same
 * as My QR's PDF download; a candidate for src/ui when a third screen downloads.)
 */
export function saveFile(file: Blob, name: string) {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
