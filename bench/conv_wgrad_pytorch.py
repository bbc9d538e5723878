#!/usr/bin/env python3
"""cuDNN's convolution weight gradient through PyTorch: the yardstick of the conv_wgrad kernel (`parity-run --perf`).

torch.nn.grad.conv2d_weight on one layer (by default the ResNet-50 3x3 layer of issue 12: n 32,
56x56, c = k = 64, 3x3, stride 1, pad 1, f16 in and out), with X and dY in channels_last (NHWC,
the kernel's layout) unless --layout nchw. Times `iterations` calls after `warmup` ones with CUDA
events (one event pair per call, as parity-run times each launch) and prints one JSON object: the
median ms and TFLOP/s with parity-run's count (2 * k * r * s * (c / groups) * n * p * q). With
--parity-json (a parity-run report of the same session), it also prints, for each executed
conv_wgrad result whose perf problem is this layer, parity-run's figure and its ratio to cuDNN.

    python3 bench/conv_wgrad_pytorch.py [--n 32 --h 56 --w 56 --c 64 --k 64 --r 3 --s 3 --pad 1]
                                        [--parity-json OUT/h200/parity.json]
"""
import argparse
import json
import statistics

import torch


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name, default in (("n", 32), ("h", 56), ("w", 56), ("c", 64), ("k", 64), ("r", 3), ("s", 3)):
        ap.add_argument("--" + name, type=int, default=default)
    ap.add_argument("--stride", type=int, default=1)
    ap.add_argument("--pad", type=int, default=1)
    ap.add_argument("--dilation", type=int, default=1)
    ap.add_argument("--groups", type=int, default=1)
    ap.add_argument("--dtype", default="f16", choices=["f16", "bf16", "f32"])
    ap.add_argument("--layout", default="nhwc", choices=["nhwc", "nchw"])
    ap.add_argument("--iterations", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--parity-json", default=None, help="a parity.json to read parity-run's figure from")
    args = ap.parse_args()
    dtype = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}[args.dtype]
    dev = torch.device("cuda")
    torch.backends.cudnn.benchmark = True  # let cuDNN pick its fastest algorithm, as a tuned library would
    torch.manual_seed(1)
    fmt = torch.channels_last if args.layout == "nhwc" else torch.contiguous_format
    p = (args.h + 2 * args.pad - args.dilation * (args.r - 1) - 1) // args.stride + 1
    q = (args.w + 2 * args.pad - args.dilation * (args.s - 1) - 1) // args.stride + 1
    x = (torch.rand(args.n, args.c, args.h, args.w, device=dev) * 2 - 1).to(dtype).contiguous(memory_format=fmt)
    dy = (torch.rand(args.n, args.k, p, q, device=dev) * 2 - 1).to(dtype).contiguous(memory_format=fmt)
    weight_size = (args.k, args.c // args.groups, args.r, args.s)

    def call():
        return torch.nn.grad.conv2d_weight(x, weight_size, dy, stride=args.stride, padding=args.pad,
                                           dilation=args.dilation, groups=args.groups)

    for _ in range(args.warmup):
        dw = call()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    for _ in range(args.iterations):
        start.record()
        dw = call()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    ms = statistics.median(times)
    flop = 2.0 * args.k * args.r * args.s * (args.c // args.groups) * args.n * p * q
    out = {
        "yardstick": "torch %s nn.grad.conv2d_weight (cuDNN %s), %s, %s" % (
            torch.__version__, torch.backends.cudnn.version(), args.dtype, args.layout),
        "device": torch.cuda.get_device_name(dev),
        "problem": {"n": args.n, "h": args.h, "w": args.w, "c": args.c, "k": args.k, "r": args.r, "s": args.s},
        "stride": args.stride, "padding": args.pad, "dilation": args.dilation, "groups": args.groups,
        "dw_dtype": str(dw.dtype), "iterations": args.iterations, "warmup": args.warmup,
        "median_ms": ms, "min_ms": min(times), "tflops": flop / (ms * 1e9),
    }
    if args.parity_json:
        with open(args.parity_json) as f:
            report = json.load(f)
        out["paritykit"] = []
        for r in report.get("results", []):
            x_ = r.get("execution") or {}
            perf = x_.get("perf") or {}
            if r.get("family") != "conv_wgrad" or perf.get("shape") != out["problem"] or not perf.get("ms"):
                continue
            tflops = perf["gflops"] / 1000
            out["paritykit"].append({"id": r.get("id"), "flavor": r.get("flavor"), "status": x_.get("status"),
                                     "ms": perf["ms"], "tflops": tflops, "ratio_to_cudnn": tflops / out["tflops"],
                                     "note": perf.get("note")})
    print(json.dumps(out))


if __name__ == "__main__":
    main()
