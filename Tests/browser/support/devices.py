"""The iPhones of DESIGN.md §1, with their safe-area insets (status bar, notch, home indicator)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Device:
    name: str
    width: int  # portrait, CSS px
    height: int
    dpr: int
    top: int  # portrait safe-area insets
    bottom: int

    def viewport(self, orientation):
        if orientation == "portrait":
            return {"width": self.width, "height": self.height}
        return {"width": self.height, "height": self.width}

    def insets(self, orientation):
        """Safe-area insets as iOS reports them: in landscape the notch is on a side."""
        if orientation == "portrait":
            return {"top": self.top, "bottom": self.bottom, "left": 0, "right": 0}
        if self.bottom == 0:  # a phone with a home button: nothing to avoid in landscape
            return {"top": 0, "bottom": 0, "left": 0, "right": 0}
        side = self.top
        return {"top": 0, "bottom": 21, "left": side, "right": side}

    def __str__(self):
        return self.name


ALL = [
    Device("iPhone-SE-1", 320, 568, 2, 20, 0),
    Device("iPhone-SE-2-8", 375, 667, 2, 20, 0),
    Device("iPhone-8-Plus", 414, 736, 3, 20, 0),
    Device("iPhone-X-11-Pro", 375, 812, 3, 44, 34),
    Device("iPhone-XR-11", 414, 896, 2, 48, 34),
    Device("iPhone-12-14", 390, 844, 3, 47, 34),
    Device("iPhone-14-Pro", 393, 852, 3, 59, 34),
    Device("iPhone-12-Pro-Max-14-Plus", 428, 926, 3, 47, 34),
    Device("iPhone-15-Pro-Max", 430, 932, 3, 59, 34),
]
SMALLEST = ALL[0]
LARGEST = ALL[-1]
ORIENTATIONS = ["portrait", "landscape"]

# Every phone in both orientations, for the cheap checks.
EVERY = [(device, orientation) for device in ALL for orientation in ORIENTATIONS]
# Smallest and largest phone, both orientations, for the heavier flows.
REPRESENTATIVE = [(device, orientation) for device in (SMALLEST, LARGEST) for orientation in ORIENTATIONS]


def ids(cases):
    return [f"{device}-{orientation}" for device, orientation in cases]
