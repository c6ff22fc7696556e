/** When shoppers may collect an order in person. */
export const PICKUP = {
  weekday: 5, // Friday
  openHour: 10,
  closeHour: 18,
} as const;
