"""The table every bench ends with: each `NAME=value` line, then the ratios against their targets."""


def print_ratios(ratios):
    """`ratios`: (name, value, target or None for information only, what it compares)."""
    for name, value, _, _ in ratios:
        print(f"{name}={value:.4f}")
    width = max([len("ratio")] + [len(name) for name, _, _, _ in ratios])
    print(f"{'ratio':<{width}} {'value':>8}  {'target':>8}  met  what")
    for name, value, target, what in ratios:
        if target is None:
            print(f"{name:<{width}} {value:8.4f}  {'(info)':>8}  {'':3}  {what}")
        else:
            print(f"{name:<{width}} {value:8.4f}  <= {target:<5}  {'yes' if value <= target else 'NO ':3}  {what}")
