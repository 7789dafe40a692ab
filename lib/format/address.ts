/** A delivery address on one line, as the confirmation and the order detail show it: company, street, postcode and city. */
export function addressLine(address: { company: string; street: string; postCode: string; city: string }): string {
  return [address.company, address.street, `${address.postCode} ${address.city}`].filter(Boolean).join(', ');
}
