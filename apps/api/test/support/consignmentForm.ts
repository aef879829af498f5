/** The consignment inquiry as the storefront sends it (multipart), with its pictures as image_1, image_2, … */
export function consignmentForm(
  fields: Record<string, string>,
  pictures: ReadonlyArray<{ data: Buffer; type: string; name: string }> = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  pictures.forEach((picture, index) =>
    form.append(`image_${index + 1}`, new Blob([new Uint8Array(picture.data)], { type: picture.type }), picture.name),
  );
  return form;
}
