// TEMPORARY until the booking mutation lands (issue 7)
export function BookNowButton() {
  return (
    <button type="button" className="button" disabled>
      Book Now
    </button>
  );
}
